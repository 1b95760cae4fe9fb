import { register } from 'node:module';

register('./ts-source-hooks.mjs', import.meta.url);
