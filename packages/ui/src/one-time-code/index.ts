export { OneTimeCode, OTP_SETTLE_MS } from './OneTimeCode';
export type { OneTimeCodeProps } from './OneTimeCode';
export { otpMessages } from './otp-state';
export type { OtpStatus } from './otp-state';
