import 'reflect-metadata';
import { runMain, runServiceProcess } from '@ecp/runtime';
import { identityService } from './index.js';

runMain(() => runServiceProcess(identityService));
