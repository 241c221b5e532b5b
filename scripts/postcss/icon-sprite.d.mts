import type { Root } from 'postcss'

export function extractIconSprite(root: Root, spriteUrl: string): string | undefined
