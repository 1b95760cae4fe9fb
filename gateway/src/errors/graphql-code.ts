import type { ErrorCode } from '@ecp/contracts';

/** GraphQL error extensions per domain code. Exhaustive: a new code without a mapping does not compile. */
export function graphqlCodeFor(code: ErrorCode): { code: string; status: number } {
  switch (code) {
    case 'VALIDATION_ERROR': return { code: 'BAD_USER_INPUT', status: 400 };
    case 'UNAUTHENTICATED': return { code: 'UNAUTHENTICATED', status: 401 };
    case 'FORBIDDEN': return { code: 'FORBIDDEN', status: 403 };
    case 'NOT_FOUND': return { code: 'NOT_FOUND', status: 404 };
    case 'CONFLICT': return { code: 'CONFLICT', status: 409 };
    case 'RATE_LIMITED': return { code: 'RATE_LIMITED', status: 429 };
    case 'TIMEOUT': return { code: 'SERVICE_UNAVAILABLE', status: 503 };
    case 'UNAVAILABLE': return { code: 'SERVICE_UNAVAILABLE', status: 503 };
    case 'REPOSITORY_ERROR': return { code: 'INTERNAL_SERVER_ERROR', status: 500 };
    case 'SERVICE_ERROR': return { code: 'INTERNAL_SERVER_ERROR', status: 500 };
    default: return assertNever(code);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unmapped error code: ${String(value)}`);
}
