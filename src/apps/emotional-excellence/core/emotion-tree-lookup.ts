import {
  EMOTION_TREE,
  type LowLevelEmotionNode,
  type MidLevelEmotionNode,
  type TopLevelEmotionNode,
} from '../data/emotion-tree';

/** The three nodes of a chosen feeling, from the core feeling down. */
export interface EmotionPath {
  readonly top: TopLevelEmotionNode;
  readonly mid: MidLevelEmotionNode;
  readonly low: LowLevelEmotionNode;
}

/** The top-level node named `name`, if there is one. */
export function findTopLevelEmotion(name: string): TopLevelEmotionNode | undefined {
  return EMOTION_TREE.find((node) => node.name === name);
}

/** The nodes of a top / sub / sub-sub combination, or undefined when the tree has no such path. */
export function findEmotionPath(
  topLevelEmotion: string,
  midLevelEmotion: string,
  lowLevelEmotion: string,
): EmotionPath | undefined {
  const top = findTopLevelEmotion(topLevelEmotion);
  const mid = top?.children.find((node) => node.name === midLevelEmotion);
  const low = mid?.children.find((node) => node.name === lowLevelEmotion);
  return top && mid && low ? { top, mid, low } : undefined;
}
