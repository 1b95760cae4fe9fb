import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { watchUploadProgress } from './upload-progress.js';

describe('watchUploadProgress', () => {
  const rule = { everyMs: 1000, minBytes: 100 };
  beforeEach(() => void jest.useFakeTimers());
  afterEach(() => void jest.useRealTimers());

  it('calls a connection stalled once too little arrived in an interval, and only once', () => {
    const connection = { bytesRead: 0, complete: false };
    const onStall = jest.fn();
    watchUploadProgress(connection, rule, onStall);
    connection.bytesRead = 150;
    jest.advanceTimersByTime(1000);
    expect(onStall).not.toHaveBeenCalled();
    connection.bytesRead = 200; // 50 bytes in the next second
    jest.advanceTimersByTime(1000);
    expect(onStall).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('stops watching once the request has arrived, or when told to', () => {
    const onStall = jest.fn();
    watchUploadProgress({ bytesRead: 10, complete: true }, rule, onStall);
    const stop = watchUploadProgress({ bytesRead: 0, complete: false }, rule, onStall);
    stop();
    jest.advanceTimersByTime(10_000);
    expect(onStall).not.toHaveBeenCalled();
  });
});
