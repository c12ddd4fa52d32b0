import { describe, expect, it } from 'vitest';
import { fillPrompt, promptVariables } from './fill-prompt';

describe('fillPrompt', () => {
  it('replaces every occurrence of each variable, spaces inside the braces allowed', () => {
    expect(fillPrompt('{{title}}: {{ problem }} ({{title}})', { title: 'Solar Share', problem: 'Panels sit idle' })).toBe(
      'Solar Share: Panels sit idle (Solar Share)',
    );
  });

  it('joins lists with commas and prints numbers', () => {
    expect(fillPrompt('Tags: {{tags}}; year {{year}}', { tags: ['AI/ML', 'IoT'], year: 2025 })).toBe('Tags: AI/ML, IoT; year 2025');
  });

  it('leaves unknown, null and undefined variables empty and never throws', () => {
    expect(fillPrompt('[{{missing}}][{{none}}][{{undef}}][{{toString}}]', { none: null, undef: undefined })).toBe('[][][][]');
  });

  it('keeps text that only looks like a placeholder', () => {
    expect(fillPrompt('{{ 1x }} {single} {{}}', { x: 'no' })).toBe('{{ 1x }} {single} {{}}');
  });

  it('does not expand placeholders inside the values', () => {
    expect(fillPrompt('{{a}}', { a: '{{b}}', b: 'no' })).toBe('{{b}}');
  });
});

describe('promptVariables', () => {
  it('lists each variable once, in order', () => {
    expect(promptVariables('{{b}} {{a}} {{ b }}')).toEqual(['b', 'a']);
  });
});
