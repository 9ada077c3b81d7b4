import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

describe('FormField', () => {
  it('labels its control, which is valid and undescribed without a message', () => {
    render(
      <FormField id="email" label="Email">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows an error under the control, marks it invalid and describes it', () => {
    render(
      <FormField id="email" label="Email" error="Enter a valid email." hint="We never share it.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email.');
    expect(screen.getByText('Enter a valid email.')).toHaveClass('field__error');
    expect(screen.queryByText('We never share it.')).not.toBeInTheDocument();
  });

  it('shows a hint while there is no error, without marking the control invalid', () => {
    render(
      <FormField id="hex" label="Hex" hint="Fills all three" messageClassName="help">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Hex');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Fills all three');
    expect(screen.getByText('Fills all three')).toHaveClass('help');
  });

  it('points at a message elsewhere in the form that is about the field', () => {
    render(
      <form>
        <FormField id="red" label="Red" formErrorId="form-error">
          {(control) => <input {...control} />}
        </FormField>
        <p id="form-error">Enter a number for Red.</p>
      </form>,
    );
    const input = screen.getByLabelText('Red');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a number for Red.');
  });
});
