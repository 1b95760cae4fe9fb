import 'reflect-metadata';
import { runMain, runServiceProcess } from '@ecp/runtime';
import { profileService } from './index.js';

runMain(() => runServiceProcess(profileService));
