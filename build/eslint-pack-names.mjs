/**
 * ESLint rule `pack-names/no-pack-names` (issue 32 item 4): a rule pack's name stays inside the
 * rule-pack registry and the pack's own folders, so a third agreement touches only its folder and
 * one registry line per layer. Outside them the rule reports any identifier, import path, string,
 * template text or JSX text that contains one of the names it is given (case-insensitive).
 * Comments are not checked: they may say which pack a seam serves.
 */

/** @type {import('eslint').Rule.RuleModule} */
const noPackNames = {
  meta: {
    type: 'problem',
    docs: { description: "Keep a rule pack's name inside the registry and the pack's folders." },
    schema: [
      {
        type: 'object',
        properties: { names: { type: 'array', items: { type: 'string' } } },
        required: ['names'],
        additionalProperties: false,
      },
    ],
    messages: {
      named:
        '"{{text}}" names the rule pack "{{name}}": ask the rule-pack registry (domain/policy/rule-packs.ts, data/packs, packs/pack-ui) or move this into the pack\'s folder.',
    },
  },
  create(context) {
    const names = context.options[0].names.map((n) => n.toLowerCase())
    const check = (node, text) => {
      if (typeof text !== 'string') return
      const lower = text.toLowerCase()
      const name = names.find((n) => lower.includes(n))
      if (name) context.report({ node, messageId: 'named', data: { text: text.length > 60 ? `${text.slice(0, 57)}...` : text, name } })
    }
    return {
      Identifier: (node) => check(node, node.name),
      JSXIdentifier: (node) => check(node, node.name),
      PrivateIdentifier: (node) => check(node, node.name),
      Literal: (node) => check(node, typeof node.value === 'string' ? node.value : undefined),
      TemplateElement: (node) => check(node, node.value.raw),
      JSXText: (node) => check(node, node.value),
    }
  },
}

export default { rules: { 'no-pack-names': noPackNames } }
