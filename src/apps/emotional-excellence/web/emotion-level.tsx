import { useId, useState } from 'react';
import type { EmotionNode } from '../data/emotion-tree';

/**
 * One level of the emotion picker: a group of toggle buttons in the nodes' colours. The
 * description of the button under the pointer or focus shows below the group (and is each
 * button's accessible description), falling back to the chosen node's.
 */
export function EmotionLevel({
  label,
  nodes,
  chosen,
  onChoose,
}: {
  readonly label: string;
  readonly nodes: readonly EmotionNode[];
  readonly chosen: string | null;
  readonly onChoose: (name: string) => void;
}) {
  const id = useId();
  const [previewed, setPreviewed] = useState<string | null>(null);
  const shown = nodes.find((node) => node.name === (previewed ?? chosen));

  return (
    <div className="panel panel--compact ee-level" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="ee-level__label">
        {label}
      </p>
      <div className="ee-level__options">
        {nodes.map((node) => (
          <button
            key={node.name}
            type="button"
            className="ee-emotion"
            aria-pressed={chosen === node.name}
            aria-describedby={`${id}-description-${node.index}`}
            style={{ backgroundColor: node.colour, color: node.textColour }}
            onClick={() => onChoose(node.name)}
            onMouseEnter={() => setPreviewed(node.name)}
            onMouseLeave={() => setPreviewed(null)}
            onFocus={() => setPreviewed(node.name)}
            onBlur={() => setPreviewed(null)}
          >
            {node.name}
          </button>
        ))}
      </div>
      <div hidden>
        {nodes.map((node) => (
          <span key={node.name} id={`${id}-description-${node.index}`}>
            {node.description}
          </span>
        ))}
      </div>
      <p className="ee-level__description" aria-hidden="true">
        {shown ? (
          <>
            <strong>{shown.name}:</strong> {shown.description}
          </>
        ) : (
          'Hover over or focus a feeling to read what it means.'
        )}
      </p>
    </div>
  );
}
