/** The user's partner's payment methods (administrative › payment-methods); the screen loads lazily. */
export { PAYMENT_METHODS_KEY } from './api/keys';
