/** The peer's one list page: the benchmark's news fields in a Datagrid (bench/newsRows.ts). */
import { Datagrid, DateField, List, NumberField, TextField } from 'react-admin';

const NewsList = () => (
  <List>
    <Datagrid>
      <TextField source="id" />
      <TextField source="title" />
      <NumberField source="newsTypeId" />
      <TextField source="source" />
      <DateField source="publishTime" showTime />
      <NumberField source="isEnable" />
      <NumberField source="orderSeq" />
    </Datagrid>
  </List>
);

export default NewsList;
