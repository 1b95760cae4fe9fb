import 'reflect-metadata';
import { runMain, runServiceProcess } from '@ecp/runtime';
import { trainingService } from './index.js';

runMain(() => runServiceProcess(trainingService));
