import '@mantine/core/styles/Accordion.css'
import { Accordion } from '@mantine/core'
import classes from './Faq.module.css'

export type FaqItem = { id: string; question: string; answer: string }

/** FAQ accordion: at most one item open; clicking the open item closes it. Questions are h3 buttons. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion variant="separated" radius="md" order={3} classNames={{ item: classes.item, control: classes.control, label: classes.label, panel: classes.panel }}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} data-testid="faq-item">
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}
