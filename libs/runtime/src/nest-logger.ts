export { PinoNestLogger } from '@ecp/logger';
