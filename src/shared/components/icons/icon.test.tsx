import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, problemTypeStyle } from '../../../domain/problem-types';
import { Icon } from './icon';
import { ICON_PATHS, type IconName } from './icon-paths';
import { iconGroup, iconStrokeWidth } from './icon-svg';

const names = Object.keys(ICON_PATHS) as IconName[];

describe('the icon set', () => {
  it('gives each of the ten types its own icon, and an unknown type one more', () => {
    const icons = PROBLEM_TYPES.map((type) => problemTypeStyle(type).icon);
    expect(new Set(icons).size).toBe(10);
    expect(icons).not.toContain(problemTypeStyle('Sinkhole').icon);
    for (const icon of [...icons, problemTypeStyle('Sinkhole').icon]) expect(ICON_PATHS[icon].length).toBeGreaterThan(0);
  });
  it('holds only path data (no text, so nothing depends on a font)', () => {
    for (const name of names) {
      for (const d of ICON_PATHS[name]) expect(d).toMatch(/^M[-\d\s.,MmLlHhVvCcSsQqTtAaZz]+$/u);
    }
  });
});

describe('iconStrokeWidth', () => {
  it('draws small icons bolder so they hold up at 16 px', () => {
    expect(iconStrokeWidth(16)).toBe(2.5);
    expect(iconStrokeWidth(20)).toBe(2.5);
    expect(iconStrokeWidth(22)).toBe(2);
    expect(iconStrokeWidth(40)).toBe(2);
  });
});

describe('iconGroup', () => {
  it('places and scales the paths inside another SVG, in the given colour', () => {
    const group = iconGroup('droplet', { x: 11, y: 9, size: 18, colour: '#ffffff' });
    expect(group).toContain('translate(11 9) scale(0.75)');
    expect(group).toContain('stroke="#ffffff"');
    expect(group).toContain('stroke-width="2.5"');
    expect(group.match(/<path /gu)).toHaveLength(ICON_PATHS.droplet.length);
  });
});

describe('Icon', () => {
  it('is hidden from screen readers when text beside it names it', () => {
    const html = renderToStaticMarkup(<Icon name="tent" size={16} />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('role=');
    expect(html).toContain('stroke-width="2.5"');
  });
  it('is an image with a name when it stands alone', () => {
    const html = renderToStaticMarkup(<Icon name="tent" size={40} label="Vagrant Squatter" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Vagrant Squatter"');
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('stroke-width="2"');
  });
});
