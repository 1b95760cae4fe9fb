import { jestConfig } from '../../jest.preset.mjs';

// Two workers: most of these suites wait on a whole app starting, on the bus or on timers rather than on the CPU, so
// two at a time halve the project's time (~425 s serial in CI, ~180 s with two) on the 2-core CI machine.
export default jestConfig({ maxWorkers: 2 });
