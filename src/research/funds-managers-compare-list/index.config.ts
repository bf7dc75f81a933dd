export default definePageConfig({ navigationBarTitleText: '基金经理对比' });
