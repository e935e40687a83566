import { useNavigate, useParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { ErrorFallback, Skeleton, toast } from '@ps/shared/ui';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { Card } from '../../../ui/card';
import { useAdminProduct } from '../api/get-admin-product';
import { ImageManager } from './image-manager';
import { ProductForm } from './product-form';
import { emptyProductForm, formFromProduct } from './product-form-values';
import { VariantPictures } from './variant-pictures';
import { useRecordTitle } from '../../../lib/record-titles';

/** /admin/products/new */
export function NewProductPage() {
  usePageMeta({ title: 'New product · Staff console', description: 'Add a product to the store.' });
  const navigate = useNavigate();
  return (
    <AdminPage>
      <PageHeader>
        <h1>New product</h1>
      </PageHeader>
      <ProductForm
        productId={null}
        initial={emptyProductForm()}
        onSaved={(product) => {
          toast({ title: `${product.name} was created`, description: 'Add its images below.' });
          void navigate(`/admin/products/${product.id}/edit`);
        }}
      />
      <Card>
        <h2>Images</h2>
        <p>Create the product first; then add and order its images here.</p>
      </Card>
    </AdminPage>
  );
}

/** /admin/products/{id}/edit */
export function EditProductPage() {
  const id = Number(useParams().id);
  const product = useAdminProduct(id);
  useRecordTitle(product.data?.product.name);
  usePageMeta({ title: 'Edit product · Staff console', description: 'Change a product of the store.' });
  return (
    <AdminPage>
      <PageHeader>
        <h1>{product.data ? `Edit ${product.data.product.name}` : 'Edit product'}</h1>
      </PageHeader>
      {product.isPending ? (
        <Skeleton $height="480px" />
      ) : product.isError ? (
        <ErrorFallback
          title="Product not found"
          message="The product you're looking for could not be found."
          onRetry={() => void product.refetch()}
        />
      ) : (
        <>
          <ImageManager productId={id} images={product.data.product.images} />
          <VariantPictures
            productId={id}
            variants={product.data.product.variants}
            images={product.data.product.images}
          />
          <ProductForm
            key={id}
            productId={id}
            initial={formFromProduct(product.data.product)}
            onSaved={(saved) => toast({ title: `${saved.name} was saved` })}
          />
        </>
      )}
    </AdminPage>
  );
}
