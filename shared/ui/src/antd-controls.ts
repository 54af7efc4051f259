/**
 * The kit's controls that are antd's own, where antd earns its keep: a form's fields and validation, a number
 * spinner, a rating input, steps, a segmented switch, a menu, a tooltip and an autocomplete. Features take them
 * from the kit like every control; each renders antd, so it belongs to a part of a page that loads antd — a route's
 * page loaded by the runtime's `lazyAntd` brings antd's providers and this app's antd stylesheet (the stylesheet
 * lists the names imported here: webpack/antd-styles.js reads `import { … } from 'antd'`). A bundler keeps only
 * the ones a chunk uses.
 */
import { AutoComplete, Form, InputNumber, Menu, Rate, Segmented, Steps, Tooltip } from 'antd';

export { AutoComplete, Form, InputNumber, Menu, Rate, Segmented, Steps, Tooltip };
export type { FormInstance, FormProps, MenuProps, SegmentedProps, StepsProps } from 'antd';
