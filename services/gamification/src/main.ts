import 'reflect-metadata';
import { runMain, runServiceProcess } from '@ecp/runtime';
import { gamificationService } from './index.js';

runMain(() => runServiceProcess(gamificationService));
