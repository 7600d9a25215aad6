import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ICON_SPRITE_FILE, buildIconSprite } from '../lib/icons/icon-sprite';

// Writes the icon sprite the pages import (`npm run icons`); a unit test fails while it is stale.
writeFileSync(path.join(process.cwd(), ICON_SPRITE_FILE), buildIconSprite());
console.log(`wrote ${ICON_SPRITE_FILE}`);
