/** The answer to "send me a code": how long it lives and when it expires (epoch ms). */
export const presentCodeSent = (expiresAt: Date, codeMinutes: number) => ({
  expiredMinutes: codeMinutes,
  expirationTime: expiresAt.getTime(),
});
