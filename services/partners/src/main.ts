import 'reflect-metadata';
import { runMain, runServiceProcess } from '@ecp/runtime';
import { partnersService } from './index.js';

runMain(() => runServiceProcess(partnersService));
