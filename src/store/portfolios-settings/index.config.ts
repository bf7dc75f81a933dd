export default definePageConfig({ navigationBarTitleText: '组合排序' });
