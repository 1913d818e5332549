export { OneTimeCode, OTP_SETTLE_MS } from './OneTimeCode';
export type { OneTimeCodeProps } from './OneTimeCode';
export { OneTimeCodeError, OneTimeCodeNotSent, otpMessages } from './otp-state';
export type { OtpMessages, OtpRejection, OtpStatus, OtpValidation } from './otp-state';
