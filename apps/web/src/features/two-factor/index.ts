/**
 * Two-factor sign-in's public face: the step after the password (used by the sign-in page). The
 * user's own screen (enrolment, turning off, the banca's rule) is loaded lazily from screen.ts.
 */
export { SignInSecondStep, type SignInSecondStepProps } from './components/sign-in-second-step';
