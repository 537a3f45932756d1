import { describe, expect, it } from 'vitest';
import { photoProgressOf, reportPhotoProgress } from './upload-progress';

describe("a guest quotation's photo progress", () => {
  it('keeps each photo’s share, between 0 and 1, per quotation', () => {
    expect(photoProgressOf('q1')).toEqual({});
    reportPhotoProgress('q1', 'f1', 0.25);
    reportPhotoProgress('q1', 'f2', 1.5);
    reportPhotoProgress('q2', 'f1', -1);
    expect(photoProgressOf('q1')).toEqual({ f1: 0.25, f2: 1 });
    expect(photoProgressOf('q2')).toEqual({ f1: 0 });
  });
});
