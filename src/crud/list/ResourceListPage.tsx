/** Placeholder until the generic list page lands (being written now). */
const ResourceListPage = () => null;
export default ResourceListPage;
