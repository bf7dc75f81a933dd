export default definePageConfig({ navigationBarTitleText: '基金详情' });
