import { describe, expect, it } from 'vitest';
import { IRREGULAR_FORMS } from './irregular-forms';

describe('irregular forms', () => {
  it.each(Object.entries(IRREGULAR_FORMS))(
    '%s forms and bases are lower-case words',
    (_pos, forms) => {
      expect(Object.keys(forms).length).toBeGreaterThan(10);
      for (const [form, base] of Object.entries(forms)) {
        expect(form).toMatch(/^[a-z]{2,}$/);
        expect(base).toMatch(/^[a-z]{2,}$/);
      }
    },
  );

  it('holds the examples the issue names', () => {
    expect(IRREGULAR_FORMS.verb['ran']).toBe('run');
    expect(IRREGULAR_FORMS.noun['mice']).toBe('mouse');
  });
});
