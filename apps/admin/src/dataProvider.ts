import type {
  AdminCustomer,
  AdminDashboard,
  AdminMeasurementBooking,
  AdminMeasurementReschedule,
  AdminMenuCalculator,
  AdminNote,
  AdminOrder,
  AdminOrderUpdate,
  AdminOutboxMessage,
  AdminPresetCalculator,
  AdminProductPriceChange,
  MeasurementSlots,
  PriceDraft,
  PricePreview,
  PricePreviewLink,
  PriceVersion,
  StaffMember,
} from '@vitrina/contract';
import { type CalculatorDefinition, calculatorDefinition } from '@vitrina/pricing';
import type {
  DataProvider,
  DeleteParams,
  GetManyParams,
  Identifier,
  RaRecord,
  SortPayload,
} from 'react-admin';
import { api, queryString, statusOf } from './http';
import { imageUpload } from './images/upload';

/** The columns each list can be sorted on (its `?ordering=`); other lists keep the API's own order. */
const sortable: Readonly<Record<string, readonly string[]>> = {
  orders: ['created_at', 'number', 'grand_total', 'status', 'customer_name'],
  leads: ['created_at', 'status', 'kind'],
  subscribers: ['created_at', 'email'],
  customers: ['created_at', 'email', 'last_name'],
  products: ['position', 'price', 'slug'],
};

/** `?ordering=` in Django's spelling ('-created_at'), only where the API accepts it (its schemas are strict). */
export function ordering(resource: string, sort: SortPayload | undefined): { ordering?: string } {
  if (!sort || !sortable[resource]?.includes(sort.field)) return {};
  return { ordering: sort.order === 'DESC' ? `-${sort.field}` : sort.field };
}

/** The resources whose DELETE names the version it was read at (the shop's content). */
const deletedOnVersion = new Set([
  'promos',
  'articles',
  'article-tabs',
  'vacancies',
  'faqs',
  'reviews',
  'works',
  'banners',
  'branches',
  'categories',
  'menu-items',
  'header-links',
  'footer-columns',
  'info-pages',
  'content-pages',
  'home-section-items',
  'achievements',
  'equipment',
  'partners',
  'order-steps',
]);

interface Page<Row> {
  results: Row[];
  pages: number;
  total_count: number;
}

/** The page size the API allows at most: the staff list fits in one. */
const MAX_PAGE_SIZE = 100;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the back office does beyond reading and writing records. */
export interface VitrinaDataProvider extends DataProvider {
  dashboard(): Promise<AdminDashboard>;
  moveOrder(id: Identifier, change: AdminOrderUpdate): Promise<AdminOrder>;
  addNote(resource: 'orders' | 'leads', id: Identifier, text: string): Promise<AdminNote[]>;
  adjustBonuses(id: Identifier, change: { points: number; reason: string }): Promise<AdminCustomer>;
  resetPassword(id: Identifier, password: string): Promise<StaffMember>;
  retryOutbox(id: Identifier): Promise<AdminOutboxMessage>;
  calculatorDefinition(typeId: number, version: number): Promise<CalculatorDefinition>;
  /** Price lists (docs/adr/0024): the draft priced against the published version, publish, history, roll back. */
  pricePreview(typeId: Identifier, definition: CalculatorDefinition): Promise<PricePreview>;
  publishPrices(typeId: Identifier, revision: number, confirm: boolean): Promise<{ version: number }>;
  priceHistory(typeId: Identifier): Promise<PriceVersion[]>;
  rollBackPrices(typeId: Identifier, version: number, confirm: boolean): Promise<{ version: number }>;
  importGrid(
    typeId: Identifier,
    change: { revision: number; option: string; csv: string },
  ): Promise<PriceDraft>;
  discardDraft(typeId: Identifier, revision: number): Promise<void>;
  /** A storefront link that shows the saved draft for an hour (issue 18). */
  previewLink(typeId: Identifier): Promise<PricePreviewLink>;
  /** A catalogue product's prices, newest first (its creation's the last). */
  productPriceHistory(id: Identifier): Promise<AdminProductPriceChange[]>;
  /** The calculators a menu item's button may open, in the storefront's order (docs/adr/0030). */
  menuCalculators(): Promise<AdminMenuCalculator[]>;
  /** The calculators a product's preset may open, each with its current version (docs/adr/0043). */
  presetCalculators(): Promise<AdminPresetCalculator[]>;
  /** A calculator's published definition, whose features and sizes a preset chooses from. */
  presetDefinition(typeId: number): Promise<CalculatorDefinition>;
  /** The measurement calendar's bookable windows and their free places (docs/adr/0038). */
  measurementSlots(): Promise<MeasurementSlots>;
  rescheduleMeasurement(id: Identifier, change: AdminMeasurementReschedule): Promise<AdminMeasurementBooking>;
  cancelMeasurement(id: Identifier, version: number): Promise<AdminMeasurementBooking>;
}

async function getList<Row extends RaRecord>(
  resource: string,
  filter: Record<string, unknown>,
  page: number,
  perPage: number,
  sort?: SortPayload,
) {
  const query = queryString({ ...filter, ...ordering(resource, sort), page, page_size: perPage });
  try {
    const answer = await api<Page<Row>>(`/${resource}${query}`);
    return { data: answer.results, total: answer.total_count };
  } catch (error) {
    // A page past the last answers 404; an empty page makes react-admin go back to the first.
    if (statusOf(error) === 404 && page > 1) return { data: [] as Row[], total: 0 };
    throw error;
  }
}

// A price list is edited as its draft: reading one reads the draft, saving one saves the whole definition with
// the draft's revision (docs/adr/0024).
const getOne = <Row>(resource: string, id: Identifier) =>
  api<Row>(resource === 'calculators' ? `/calculators/${id}/draft` : `/${resource}/${id}`);

/** /admin/api as react-admin's data provider (docs/adr/0016). */
export const dataProvider: VitrinaDataProvider = {
  async getList(resource, { pagination, sort, filter }) {
    return getList(resource, filter ?? {}, pagination?.page ?? 1, pagination?.perPage ?? 25, sort);
  },

  async getOne(resource, { id }) {
    return { data: await getOne(resource, id) };
  },

  async getMany<RecordType extends RaRecord>(resource: string, { ids }: GetManyParams<RecordType>) {
    // A lead's assignee: any member may list the staff but only an admin may open one, and they are few.
    if (resource === 'staff') {
      const { data } = await getList<RecordType>('staff', {}, 1, MAX_PAGE_SIZE);
      return { data: data.filter((member) => ids.includes(member.id)) };
    }
    return { data: await Promise.all(ids.map((id) => getOne<RecordType>(resource, id))) };
  },

  async getManyReference(resource, { target, id, pagination, sort, filter }) {
    return getList(resource, { ...filter, [target]: id }, pagination.page, pagination.perPage, sort);
  },

  async update(resource, { id, data, previousData }) {
    if (resource === 'calculators') {
      const body = { revision: previousData.revision, definition: data.definition };
      return { data: await api(`/calculators/${id}/draft`, { method: 'PUT', body }) };
    }
    // Only what changed, with the version it was changed from: a 409 means someone else got there first.
    const changed = Object.fromEntries(
      Object.entries(data).filter(([key, value]) => key !== 'version' && !same(value, previousData[key])),
    );
    const body = { ...changed, version: previousData.version };
    return { data: await api(`/${resource}/${id}`, { method: 'PATCH', body }) };
  },

  async updateMany() {
    throw new Error('updateMany is not offered by the back office');
  },

  async create(resource, { data }) {
    // A picture is uploaded as multipart: the file and its alt texts (docs/adr/0026).
    const body = resource === 'images' ? imageUpload(data) : data;
    return { data: await api(`/${resource}`, { method: 'POST', body }) };
  },

  async delete<RecordType extends RaRecord>(
    resource: string,
    { id, previousData }: DeleteParams<RecordType>,
  ) {
    // Unsubscribing answers the row as it is now; a bare 204 leaves the row as it was read. Content is deleted
    // on the version it was read at, like any other write of it (a 409 if someone saved it meanwhile).
    const query = deletedOnVersion.has(resource) ? queryString({ version: previousData?.version }) : '';
    const data =
      (await api<RecordType | undefined>(`/${resource}/${id}${query}`, { method: 'DELETE' })) ?? previousData;
    if (!data) throw new Error(`DELETE /${resource}/${id} answered no record`);
    return { data };
  },

  async deleteMany(resource, { ids }) {
    await Promise.all(ids.map((id) => api(`/${resource}/${id}`, { method: 'DELETE' })));
    return { data: ids };
  },

  dashboard: () => api('/dashboard'),
  moveOrder: (id, change) => api(`/orders/${id}`, { method: 'PATCH', body: change }),
  addNote: (resource, id, text) => api(`/${resource}/${id}/notes`, { method: 'POST', body: { text } }),
  adjustBonuses: (id, change) => api(`/customers/${id}/bonuses`, { method: 'POST', body: change }),
  resetPassword: (id, password) => api(`/staff/${id}/password`, { method: 'POST', body: { password } }),
  retryOutbox: (id) => api(`/outbox/${id}/retry`, { method: 'POST' }),
  // Parsed with the engine's own schema: the drawing reads it as the configurator does.
  calculatorDefinition: async (typeId, version) =>
    calculatorDefinition.parse(await api(`/calculators/${typeId}/versions/${version}`)),
  pricePreview: (typeId, definition) =>
    api(`/calculators/${typeId}/preview`, { method: 'POST', body: { definition } }),
  publishPrices: (typeId, revision, confirm) =>
    api(`/calculators/${typeId}/publish`, { method: 'POST', body: { revision, confirm } }),
  priceHistory: async (typeId) =>
    (await api<Page<PriceVersion>>(`/calculators/${typeId}/history?page_size=${MAX_PAGE_SIZE}`)).results,
  rollBackPrices: (typeId, version, confirm) =>
    api(`/calculators/${typeId}/rollback`, { method: 'POST', body: { version, confirm } }),
  importGrid: (typeId, change) => api(`/calculators/${typeId}/grid.csv`, { method: 'POST', body: change }),
  discardDraft: (typeId, revision) =>
    api(`/calculators/${typeId}/draft${queryString({ revision })}`, { method: 'DELETE' }),
  previewLink: (typeId) => api(`/calculators/${typeId}/preview-link`, { method: 'POST' }),
  productPriceHistory: async (id) =>
    (await api<Page<AdminProductPriceChange>>(`/products/${id}/prices?page_size=${MAX_PAGE_SIZE}`)).results,
  menuCalculators: () => api('/menu-items/calculators'),
  presetCalculators: () => api('/products/calculators'),
  presetDefinition: async (typeId) =>
    calculatorDefinition.parse(await api(`/products/calculators/${typeId}`)),
  measurementSlots: () => api('/measurement-bookings/slots'),
  rescheduleMeasurement: (id, change) =>
    api(`/measurement-bookings/${id}/reschedule`, { method: 'POST', body: change }),
  cancelMeasurement: (id, version) =>
    api(`/measurement-bookings/${id}/cancel`, { method: 'POST', body: { version } }),
};
