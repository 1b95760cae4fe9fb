import 'reflect-metadata';
import { runMain, runServiceProcess } from '@ecp/runtime';
import { skillsService } from './index.js';

runMain(() => runServiceProcess(skillsService));
