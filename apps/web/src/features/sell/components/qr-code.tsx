/** The QR code is a shared piece (the ticket prints one; two-factor enrolment shows one). */
export { QrCode, qrPath } from '@/components/qr-code';
