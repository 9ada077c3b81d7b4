import { findTopLevelEmotion } from '../core/emotion-tree-lookup';

/** The chosen levels as coloured chips: "Joyful › Excited › Eager". */
export function EmotionPathLabel({
  top,
  mid,
  low,
}: {
  readonly top: string;
  readonly mid: string | null;
  readonly low: string | null;
}) {
  const topNode = findTopLevelEmotion(top);
  const midNode = topNode?.children.find((node) => node.name === mid);
  const lowNode = midNode?.children.find((node) => node.name === low);
  const nodes = [topNode, midNode, lowNode].filter((node) => node !== undefined);
  return (
    <span className="ee-path">
      {nodes.map((node, i) => (
        <span key={node.name} className="ee-path__step">
          {i > 0 ? (
            <span className="ee-path__separator" aria-hidden="true">
              ›
            </span>
          ) : null}
          <span
            className="ee-chip"
            style={{ backgroundColor: node.colour, color: node.textColour }}
          >
            {node.name}
          </span>
        </span>
      ))}
    </span>
  );
}
