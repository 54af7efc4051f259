// The kit's light controls: what a routed page draws on its first screen, in antd's looks, without antd (issue 26).
export { Alert } from './Alert';
export { Button } from './Button';
export { Card } from './Card';
export { Checkbox } from './Checkbox';
export { Combobox, type ComboOption } from './Combobox';
export { Field } from './Field';
export { FileInput, type ChosenFile } from './FileInput';
export { Pagination } from './Pagination';
export { RadioGroup, type RadioOption } from './RadioGroup';
export { SearchInput } from './SearchInput';
export { Select, type SelectOption } from './Select';
export { Switch } from './Switch';
export { Tabs, type TabItem } from './Tabs';
export { Tag, type TagColor } from './Tag';
export { Paragraph, Text, Title } from './Text';
export { TextArea } from './TextArea';
export { TextInput } from './TextInput';
export * from './icons';
export * from './icons-account';
export { Col, Divider, Row, Stack } from './Layout';
export { Empty, Progress, Result, Skeleton, Spin, type ResultStatus } from './Feedback';
export {
  Avatar,
  Badge,
  Collapse,
  Descriptions,
  Image,
  List,
  Statistic,
  type CollapseItem,
  type DescriptionItem,
} from './DataDisplay';
