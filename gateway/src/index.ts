// What a host needs to run the gateway in its own process: the embedded host (services/embedded-host) builds it on its in-process bus.
export { createGatewayApp } from './app.js';
export { gatewayConfigSchema, loadGatewayConfig, type GatewayConfig } from './gateway.config.js';
