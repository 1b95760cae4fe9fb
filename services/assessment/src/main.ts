import 'reflect-metadata';
import { runMain, runServiceProcess } from '@ecp/runtime';
import { assessmentService } from './index.js';

runMain(() => runServiceProcess(assessmentService));
