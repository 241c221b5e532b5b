import { linkify } from './linkify'

/** The few fields of a Markdown syntax tree node this plugin reads and writes. */
type MdNode = { type: string; value?: string; url?: string; children?: MdNode[] }

function linkNodes(node: MdNode): void {
  if (!node.children || node.type === 'link') return
  node.children = node.children.flatMap((child): MdNode[] => {
    if (child.type !== 'text' || !child.value) {
      linkNodes(child)
      return [child]
    }
    return linkify(child.value).map((part) =>
      part.kind === 'text'
        ? { type: 'text', value: part.text }
        : { type: 'link', url: part.href, children: [{ type: 'text', value: part.text }] },
    )
  })
}

/** A remark plugin: bare page paths, URLs and email addresses in an answer's text become link nodes. */
export function remarkBareLinks() {
  return (tree: MdNode) => linkNodes(tree)
}
