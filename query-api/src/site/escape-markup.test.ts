import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it('writes the characters that end an element or an attribute as references, and nothing else', () => {
    expect(escapeMarkup(`"/><script>alert('x')</script>&amp; é`)).toBe('&quot;/&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp; é');
  });
});
