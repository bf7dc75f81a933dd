export default definePageConfig({ navigationBarTitleText: '批量购买' });
