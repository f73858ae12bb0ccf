/** @jsxRuntime automatic */
import { DimensionLine } from './DimensionLine';
import type { Rect, Units } from './geometry';

interface ItemDimensionsProps {
  item: Rect;
  widthText: string;
  heightText: string;
  units: Units;
  /** Where the width line runs; below the item unless something is drawn there. */
  widthSide?: 'top' | 'bottom';
  heightSide?: 'left' | 'right';
}

/** The width below (or above) and the height on the left of an item, outside it. */
export function ItemDimensions({
  item,
  widthText,
  heightText,
  units,
  widthSide = 'bottom',
  heightSide = 'left',
}: ItemDimensionsProps) {
  const right = item.x + item.width;
  // Texts sit above a horizontal line and left of a vertical one; the room left for them is units.dimension.
  const widthAt =
    widthSide === 'bottom' ? item.y + item.height + units.dimension * 0.7 : item.y - units.dimension * 0.35;
  return (
    <g data-part="dimensions">
      <DimensionLine
        orientation="horizontal"
        from={item.x}
        to={item.x + item.width}
        at={widthAt}
        edge={widthSide === 'bottom' ? item.y + item.height : item.y}
        text={widthText}
        units={units}
      />
      <DimensionLine
        orientation="vertical"
        from={item.y}
        to={item.y + item.height}
        at={heightSide === 'left' ? item.x - units.dimension * 0.35 : right + units.dimension * 0.35}
        edge={heightSide === 'left' ? item.x : right}
        textSide={heightSide === 'left' ? 'before' : 'after'}
        text={heightText}
        units={units}
      />
    </g>
  );
}

/** The viewBox around an item with room for its two dimension lines and a small margin elsewhere. */
export function boxAround(
  item: Rect,
  units: Units,
  widthSide: 'top' | 'bottom' = 'bottom',
  heightSide: 'left' | 'right' = 'left',
): Rect {
  const pad = units.font * 0.6;
  const top = widthSide === 'top' ? units.dimension : pad;
  const bottom = widthSide === 'bottom' ? units.dimension : pad;
  const left = heightSide === 'left' ? units.dimension : pad;
  const right = heightSide === 'right' ? units.dimension : pad;
  return {
    x: item.x - left,
    y: item.y - top,
    width: item.width + left + right,
    height: item.height + top + bottom,
  };
}
