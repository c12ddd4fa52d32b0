import { beforeEach, describe, expect, it } from 'vitest';
import { useStartedJobsStore } from './started-jobs-store';

const actions = () => useStartedJobsStore.getState().actions;

describe('the started jobs', () => {
  beforeEach(() => useStartedJobsStore.setState({ started: [] }));

  it('are followed once each', () => {
    actions().track('job-1');
    actions().track('job-1');
    actions().track('job-2');
    expect(useStartedJobsStore.getState().started).toEqual(['job-1', 'job-2']);
  });

  it('settle once, so an outcome read twice is announced once', () => {
    actions().track('job-1');
    expect(actions().settle('job-1')).toBe(true);
    expect(actions().settle('job-1')).toBe(false);
    expect(useStartedJobsStore.getState().started).toEqual([]);
  });

  it('do not settle a job another tab started', () => {
    expect(actions().settle('job-9')).toBe(false);
  });
});
