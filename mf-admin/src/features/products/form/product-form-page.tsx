import { usePageMeta } from '@ps/shared/seo';
import { toast } from '@ps/shared/ui';
import { Card } from '../../../ui/card';
import { RecordFormPage, RecordFormStates } from '../../../ui/record-form-page';
import { useAdminProduct } from '../api/get-admin-product';
import { ImageManager } from './image-manager';
import { ProductForm } from './product-form';
import { emptyProductForm, formFromProduct } from './product-form-values';
import { VariantPictures } from './variant-pictures';
import { useOpenCreated } from '../../../lib/use-open-created';
import { useRouteRecord } from '../../../lib/use-route-record';

/** /admin/products/new */
export function NewProductPage() {
  usePageMeta({ title: 'New product · Staff console', description: 'Add a product to the store.' });
  const openCreated = useOpenCreated('/admin/products', 'Add its images below.');
  return (
    <RecordFormPage title="New product">
      <ProductForm productId={null} initial={emptyProductForm()} onSaved={openCreated} />
      <Card>
        <h2>Images</h2>
        <p>Create the product first; then add and order its images here.</p>
      </Card>
    </RecordFormPage>
  );
}

/** /admin/products/{id}/edit */
export function EditProductPage() {
  const { id, query: product } = useRouteRecord(useAdminProduct, (data) => data.product.name);
  usePageMeta({ title: 'Edit product · Staff console', description: 'Change a product of the store.' });
  return (
    <RecordFormPage title={product.data ? `Edit ${product.data.product.name}` : 'Edit product'}>
      <RecordFormStates
        query={product}
        placeholderHeight="480px"
        failure={{ title: 'Product not found', message: "The product you're looking for could not be found." }}
      >
        {({ product: record }) => (
          <>
            <ImageManager productId={id} images={record.images} />
            <VariantPictures productId={id} variants={record.variants} images={record.images} />
            <ProductForm
              key={id}
              productId={id}
              initial={formFromProduct(record)}
              onSaved={(saved) => toast({ title: `${saved.name} was saved` })}
            />
          </>
        )}
      </RecordFormStates>
    </RecordFormPage>
  );
}
