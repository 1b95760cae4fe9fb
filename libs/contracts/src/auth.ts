/** Access tokens: issued by the identity service, verified by the gateway. HS256 only. */
export const ACCESS_TOKEN = {
  issuer: 'ecp-identity',
  audience: 'ecp-gateway',
  algorithm: 'HS256',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
