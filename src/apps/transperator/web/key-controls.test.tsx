import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Rgb } from '../core/colour-key';
import { KeyControls } from './key-controls';

/** KeyControls with real state, reporting every change of the options. */
function Harness({
  onOptions,
}: {
  readonly onOptions: (soft: boolean, connected: boolean) => void;
}) {
  const [colour, setColour] = useState<Rgb>({ r: 255, g: 255, b: 255 });
  const [tolerance, setTolerance] = useState(0);
  const [softEdges, setSoftEdges] = useState(false);
  const [connectedOnly, setConnectedOnly] = useState(false);
  return (
    <KeyControls
      colour={colour}
      tolerance={tolerance}
      softEdges={softEdges}
      connectedOnly={connectedOnly}
      onColourChange={setColour}
      onToleranceChange={setTolerance}
      onSoftEdgesChange={(value) => {
        setSoftEdges(value);
        onOptions(value, connectedOnly);
      }}
      onConnectedOnlyChange={(value) => {
        setConnectedOnly(value);
        onOptions(softEdges, value);
      }}
    />
  );
}

describe('KeyControls options', () => {
  it('offers Soft edges and Connected only, both off until checked', () => {
    const onOptions = vi.fn();
    render(<Harness onOptions={onOptions} />);
    const group = screen.getByRole('group', { name: 'Options' });
    const soft = screen.getByRole('checkbox', { name: 'Soft edges' });
    const connected = screen.getByRole('checkbox', { name: 'Connected only' });
    expect(group).toContainElement(soft);
    expect(soft).not.toBeChecked();
    expect(connected).not.toBeChecked();
    expect(soft).toHaveAccessibleDescription(/Fade pixels near the tolerance/);
    expect(connected).toHaveAccessibleDescription(/only the areas you click/);

    fireEvent.click(connected);
    expect(connected).toBeChecked();
    expect(onOptions).toHaveBeenLastCalledWith(false, true);
    fireEvent.click(soft);
    expect(onOptions).toHaveBeenLastCalledWith(true, true);
    fireEvent.click(connected);
    expect(onOptions).toHaveBeenLastCalledWith(true, false);
  });
});
