/** The site's primitives: layout, type and buttons on the theme's tokens (no Mantine runtime). */
export { Button, type ButtonVariant } from './Button'
export { Container } from './Container'
export { SimpleGrid } from './SimpleGrid'
export { Stack } from './Stack'
export { Text } from './Text'
export { TabGroup, TabList, TabPanel } from './Tabs'
export { TextInput } from './TextInput'
export { Title } from './Title'
