import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SparklineDrawing, sparklinePaths } from './sparkline-drawing';

/** The y each command of a line ends at ('M0,96', 'C…,1,50'): its last number. */
const endpoints = (line: string) => line.split(/(?=[MLC])/).map((command) => Number(command.split(',').at(-1)));

describe('sparklinePaths', () => {
  it('draws the highest day at the top of the box and a zero on the baseline', () => {
    const { line } = sparklinePaths([0, 5, 10]);
    expect(line.startsWith('M0,96')).toBe(true);
    expect(endpoints(line)).toEqual([96, 50, 4]);
  });

  it('draws an all-zero series as its baseline, and closes the area down to it', () => {
    const { line, area } = sparklinePaths([0, 0, 0]);
    expect(endpoints(line)).toEqual([96, 96, 96]);
    expect(area.endsWith('Z')).toBe(true);
  });
});

describe('SparklineDrawing', () => {
  it('is hidden from screen readers, one unit a day across, in its colour', () => {
    const html = renderToStaticMarkup(<SparklineDrawing values={[1, 2, 3, 4]} color="accent" />);
    expect(html).toMatch(/^<svg class="sparkline-drawing" viewBox="0 0 3 100" preserveAspectRatio="none" data-color="accent" aria-hidden="true" focusable="false">/);
    expect(html.match(/<path /g)).toHaveLength(2);
  });
});
