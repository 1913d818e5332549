export { OneTimeCode, OTP_SETTLE_MS } from './OneTimeCode';
export type { OneTimeCodeProps } from './OneTimeCode';
export { OneTimeCodeError, OneTimeCodeNotSent } from './otp-state';
export type { OtpRejection, OtpStatus, OtpValidation } from './otp-state';
export { defaultOneTimeCodeMessages } from './messages';
export type { OneTimeCodeMessages } from './messages';
