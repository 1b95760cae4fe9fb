// oidc-provider ships no type declarations; the OIDC test uses it as an untyped local identity provider.
declare module 'oidc-provider';
